CREATE TABLE "guide_pages" (
	"url" varchar(120) PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
