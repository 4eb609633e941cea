CREATE TABLE "fit_claim_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fit_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"corrections" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"ordered_size" jsonb NOT NULL,
	"corrected_size" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" text,
	"decided_by_name" varchar(160),
	"decline_reason" text,
	"remake_order_id" integer
);
--> statement-breakpoint
CREATE TABLE "measurement_profile_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"previous_size" jsonb,
	"new_size" jsonb NOT NULL,
	"claim_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fit_claim_photos" ADD CONSTRAINT "fit_claim_photos_claim_id_fit_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."fit_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claims" ADD CONSTRAINT "fit_claims_unit_id_shirt_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."shirt_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claims" ADD CONSTRAINT "fit_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claims" ADD CONSTRAINT "fit_claims_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claims" ADD CONSTRAINT "fit_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claims" ADD CONSTRAINT "fit_claims_decided_by_id_staff_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_claims" ADD CONSTRAINT "fit_claims_remake_order_id_orders_id_fk" FOREIGN KEY ("remake_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_profile_changes" ADD CONSTRAINT "measurement_profile_changes_profile_id_measurement_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."measurement_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_profile_changes" ADD CONSTRAINT "measurement_profile_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_profile_changes" ADD CONSTRAINT "measurement_profile_changes_claim_id_fit_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."fit_claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fit_claim_photos_claim_position_idx" ON "fit_claim_photos" USING btree ("claim_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "fit_claims_open_unit_idx" ON "fit_claims" USING btree ("unit_id") WHERE "fit_claims"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "fit_claims_remake_order_idx" ON "fit_claims" USING btree ("remake_order_id");--> statement-breakpoint
CREATE INDEX "fit_claims_status_idx" ON "fit_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fit_claims_user_idx" ON "fit_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fit_claims_order_idx" ON "fit_claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "measurement_profile_changes_profile_idx" ON "measurement_profile_changes" USING btree ("profile_id","created_at");--> statement-breakpoint
-- The guarantee page's "How to claim" now points to the order history (issue 14). A shop that
-- kept the seeded steps gets the new ones; steps the shop has edited are left as they are.
UPDATE "guide_pages" SET "content" = jsonb_set("content", '{claim}', '{"title":"How to claim","steps":[{"title":"Tell us within 7 business days","text":"Within 7 business days of delivery, open [your order history](/history-order) and choose ''Report a fit problem'' on the shirt. Tell us, measurement by measurement, what is too tight or too loose, too short or too long, and by how many centimetres; add up to three photos."},{"title":"We check your shirt against your order","text":"Our team compares your claim with the measurements you ordered and answers within two business days, by e-mail and in your order history."},{"title":"Remade in your corrected measurements","text":"We make the shirt again in our workshop, free of charge, and send it to you by tracked delivery. Your corrected measurements are kept in [your sizes](/my-sizes), so your next shirt starts from them."}],"contactLabel":"Past 7 days, or something else? Contact us"}'::jsonb), "updated_at" = now()
WHERE "url" = 'perfect-fit-guarantee' AND "content"->'claim' = '{"title":"How to claim","steps":[{"title":"Tell us within 7 business days","text":"Write to us within 7 business days of delivery with your order number, a few photos and the measurements of the shirt laid flat. Choose the subject ''Remakes'' or ''Returns''."},{"title":"We check your shirt against your order","text":"Our team compares your figures with the measurements you ordered and replies with a solution and, if needed, instructions to send the shirt back."},{"title":"Alteration, remake or refund","text":"We alter or remake the shirt in our workshop and send it back to you by tracked delivery, or refund you when that is the better answer."}],"contactLabel":"Contact us"}'::jsonb;
