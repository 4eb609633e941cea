CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" text,
	"staff_name" varchar(160) NOT NULL,
	"visibility" varchar(10) NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quality_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"staff_id" text,
	"staff_name" varchar(160) NOT NULL,
	"measured" jsonb NOT NULL,
	"passed" boolean NOT NULL,
	"failure_reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" varchar(60) NOT NULL,
	"tracking_number" varchar(80) NOT NULL,
	"tracking_url" varchar(500) NOT NULL,
	"staff_id" text,
	"staff_name" varchar(160) NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shirt_stage_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"from_stage" varchar(20) NOT NULL,
	"to_stage" varchar(20) NOT NULL,
	"staff_id" text,
	"staff_name" varchar(160) NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shirt_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"unit_number" smallint NOT NULL,
	"stage" varchar(20) DEFAULT 'queued' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_earliest" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_latest" date;--> statement-breakpoint
ALTER TABLE "delivery_options" ADD COLUMN "min_days" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_options" ADD COLUMN "max_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_checks" ADD CONSTRAINT "quality_checks_unit_id_shirt_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."shirt_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_checks" ADD CONSTRAINT "quality_checks_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_stage_events" ADD CONSTRAINT "shirt_stage_events_unit_id_shirt_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."shirt_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_stage_events" ADD CONSTRAINT "shirt_stage_events_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_units" ADD CONSTRAINT "shirt_units_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_units" ADD CONSTRAINT "shirt_units_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "quality_checks_unit_idx" ON "quality_checks" USING btree ("unit_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_tracking_number_idx" ON "shipments" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "shirt_stage_events_unit_idx" ON "shirt_stage_events" USING btree ("unit_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "shirt_units_line_unit_idx" ON "shirt_units" USING btree ("order_line_id","unit_number");--> statement-breakpoint
CREATE INDEX "shirt_units_order_idx" ON "shirt_units" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shirt_units_stage_idx" ON "shirt_units" USING btree ("stage","order_id");--> statement-breakpoint
CREATE INDEX "orders_promised_latest_idx" ON "orders" USING btree ("promised_latest");--> statement-breakpoint
-- Express delivery as seeded takes 2-3 working days (the new columns' default is standard's 5-7).
UPDATE "delivery_options" SET "min_days" = 2, "max_days" = 3 WHERE "name" = 'Express delivery';--> statement-breakpoint
-- Orders paid before this migration get their shirts, one row per unit of each line.
INSERT INTO "shirt_units" ("order_id", "order_line_id", "unit_number", "stage", "stage_changed_at")
SELECT o."id", l."id", n.unit,
  CASE o."status" WHEN 'shipped' THEN 'shipped' WHEN 'delivered' THEN 'delivered' ELSE 'queued' END,
  coalesce(o."paid_at", now())
FROM "orders" o
JOIN "order_lines" l ON l."order_id" = o."id"
CROSS JOIN LATERAL generate_series(1, l."quantity") AS n(unit)
WHERE o."status" IN ('paid', 'in_production', 'shipped', 'delivered')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- ...and their dated promise, by the rule of modules/production/promise.ts: the paid date in the
-- shop's time zone, plus the default lead time (10 working days) plus the delivery option's
-- days, counting Monday to Friday only.
UPDATE "orders" o SET
  "promised_earliest" = (
    SELECT d::date FROM generate_series((o."paid_at" AT TIME ZONE 'Europe/Rome')::date + 1, (o."paid_at" AT TIME ZONE 'Europe/Rome')::date + 200, interval '1 day') AS d
    WHERE extract(isodow FROM d) < 6 ORDER BY d OFFSET 10 + dop."min_days" - 1 LIMIT 1
  ),
  "promised_latest" = (
    SELECT d::date FROM generate_series((o."paid_at" AT TIME ZONE 'Europe/Rome')::date + 1, (o."paid_at" AT TIME ZONE 'Europe/Rome')::date + 200, interval '1 day') AS d
    WHERE extract(isodow FROM d) < 6 ORDER BY d OFFSET 10 + dop."max_days" - 1 LIMIT 1
  )
FROM "delivery_options" dop
WHERE dop."id" = o."delivery_option_id" AND o."paid_at" IS NOT NULL
  AND o."status" IN ('paid', 'in_production', 'shipped', 'delivered');
