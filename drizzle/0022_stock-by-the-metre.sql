CREATE TABLE "cloth_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"shirt_unit_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"fabric_id" integer NOT NULL,
	"cloth_cm" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloth_reservations_shirt_unit_id_unique" UNIQUE("shirt_unit_id"),
	CONSTRAINT "cloth_reservations_cloth_check" CHECK ("cloth_reservations"."cloth_cm" > 0)
);
--> statement-breakpoint
CREATE TABLE "fabric_stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fabric_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"change_cm" integer NOT NULL,
	"balance_cm" integer,
	"order_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" text,
	"staff_name" varchar(160) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "stock_cm" integer;--> statement-breakpoint
ALTER TABLE "cloth_reservations" ADD CONSTRAINT "cloth_reservations_shirt_unit_id_shirt_units_id_fk" FOREIGN KEY ("shirt_unit_id") REFERENCES "public"."shirt_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloth_reservations" ADD CONSTRAINT "cloth_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloth_reservations" ADD CONSTRAINT "cloth_reservations_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_stock_movements" ADD CONSTRAINT "fabric_stock_movements_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_stock_movements" ADD CONSTRAINT "fabric_stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_stock_movements" ADD CONSTRAINT "fabric_stock_movements_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloth_reservations_order_idx" ON "cloth_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cloth_reservations_short_idx" ON "cloth_reservations" USING btree ("fabric_id","id") WHERE "cloth_reservations"."status" = 'short';--> statement-breakpoint
CREATE INDEX "fabric_stock_movements_fabric_idx" ON "fabric_stock_movements" USING btree ("fabric_id","id");--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_stock_cm_check" CHECK ("fabrics"."stock_cm" >= 0);