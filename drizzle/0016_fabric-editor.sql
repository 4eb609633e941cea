CREATE TABLE "fabric_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "fabric_imports" ADD CONSTRAINT "fabric_imports_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_fabric_idx" ON "cart_lines" USING btree ("fabric_id");--> statement-breakpoint
CREATE INDEX "fabrics_name_trgm_idx" ON "fabrics" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fabrics_reference_trgm_idx" ON "fabrics" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fabrics_name_idx" ON "fabrics" USING btree ("name","id");