CREATE TABLE "design_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"subject" varchar(32) NOT NULL,
	"design" jsonb NOT NULL,
	"size" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "design_drafts_token_subject_idx" ON "design_drafts" USING btree ("token","subject");