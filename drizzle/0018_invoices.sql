CREATE TABLE "document_counters" (
	"series" varchar(20) NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" varchar(20) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "vat_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The standard VAT rates of November 2026 for the countries of shops seeded before this column (decision 019).
UPDATE "countries" SET "vat_rate_bp" = rates.bp FROM (VALUES ('AL', 2000), ('AD', 450), ('AT', 2000), ('BE', 2100), ('BA', 1700), ('BG', 2000), ('HR', 2500), ('CY', 1900), ('CZ', 2100), ('DK', 2500), ('EE', 2400), ('FI', 2550), ('FR', 2000), ('DE', 1900), ('GR', 2400), ('HU', 2700), ('IS', 2400), ('IE', 2300), ('IT', 2200), ('XK', 1800), ('LV', 2100), ('LI', 810), ('LT', 2100), ('LU', 1700), ('MT', 1800), ('MD', 2000), ('MC', 2000), ('ME', 2100), ('NL', 2100), ('MK', 1800), ('NO', 2500), ('PL', 2300), ('PT', 2300), ('RO', 2100), ('SM', 1700), ('RS', 2000), ('SK', 2300), ('SI', 2200), ('ES', 2100), ('SE', 2500), ('CH', 810), ('UA', 2000), ('GB', 2000), ('VA', 2200)) AS rates(code, bp) WHERE "countries"."code" = rates.code;
