ALTER TABLE "content_pages" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "body_markdown" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_items" ADD COLUMN "answer_markdown" text;