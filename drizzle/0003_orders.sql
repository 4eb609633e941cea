DROP INDEX "payments_order_idx";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cart_line_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "look" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fingerprint" varchar(64) NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pending_cart_fingerprint_idx" ON "orders" USING btree ("cart_id","fingerprint") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_provider_idx" ON "payments" USING btree ("order_id","provider");