ALTER TABLE "staff_two_factors" ADD COLUMN "last_totp_step" integer;--> statement-breakpoint
ALTER TABLE "staff_two_factors" ADD COLUMN "wrong_codes_mailed_at" timestamp with time zone;