CREATE TABLE "used_captcha_challenges" (
	"challenge_id" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_captcha_challenges_expires_idx" ON "used_captcha_challenges" USING btree ("expires_at");