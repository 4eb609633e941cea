ALTER TABLE "backs" ADD COLUMN "code" varchar(12);--> statement-breakpoint
-- The codes the production sheet printed until now, made from the ids: collar 7 is CO-07.
UPDATE "backs" SET "code" = 'BA-' || lpad("id"::text, 2, '0');--> statement-breakpoint
ALTER TABLE "backs" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bottoms" ADD COLUMN "code" varchar(12);--> statement-breakpoint
-- The codes the production sheet printed until now, made from the ids: collar 7 is CO-07.
UPDATE "bottoms" SET "code" = 'BO-' || lpad("id"::text, 2, '0');--> statement-breakpoint
ALTER TABLE "bottoms" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "buttons" ADD COLUMN "code" varchar(12);--> statement-breakpoint
-- The codes the production sheet printed until now, made from the ids: collar 7 is CO-07.
UPDATE "buttons" SET "code" = 'BU-' || lpad("id"::text, 2, '0');--> statement-breakpoint
ALTER TABLE "buttons" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "collar_bones" ADD COLUMN "code" varchar(12);--> statement-breakpoint
-- The codes the production sheet printed until now, made from the ids: collar 7 is CO-07.
UPDATE "collar_bones" SET "code" = 'CB-' || lpad("id"::text, 2, '0');--> statement-breakpoint
ALTER TABLE "collar_bones" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "collar_bones" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "collar_fastnesses" ADD COLUMN "code" varchar(12);--> statement-breakpoint
-- The codes the production sheet printed until now, made from the ids: collar 7 is CO-07.
UPDATE "collar_fastnesses" SET "code" = 'CF-' || lpad("id"::text, 2, '0');--> statement-breakpoint
ALTER TABLE "collar_fastnesses" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "collar_fastnesses" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "collars" ADD COLUMN "code" varchar(12);--> statement-breakpoint
-- The codes the production sheet printed until now, made from the ids: collar 7 is CO-07.
UPDATE "collars" SET "code" = 'CO-' || lpad("id"::text, 2, '0');--> statement-breakpoint
ALTER TABLE "collars" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cuffs" ADD COLUMN "code" varchar(12);--> statement-breakpoint
-- The codes the production sheet printed until now, made from the ids: collar 7 is CO-07.
UPDATE "cuffs" SET "code" = 'CU-' || lpad("id"::text, 2, '0');--> statement-breakpoint
ALTER TABLE "cuffs" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "embroidery_colours" ADD COLUMN "code" varchar(12);--> statement-breakpoint
-- The codes the production sheet printed until now, made from the ids: collar 7 is CO-07.
UPDATE "embroidery_colours" SET "code" = 'EC-' || lpad("id"::text, 2, '0');--> statement-breakpoint
ALTER TABLE "embroidery_colours" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "embroidery_colours" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "embroidery_positions" ADD COLUMN "code" varchar(12);--> statement-breakpoint
-- The codes the production sheet printed until now, made from the ids: collar 7 is CO-07.
UPDATE "embroidery_positions" SET "code" = 'EP-' || lpad("id"::text, 2, '0');--> statement-breakpoint
ALTER TABLE "embroidery_positions" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "embroidery_positions" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "embroidery_styles" ADD COLUMN "code" varchar(12);--> statement-breakpoint
-- The codes the production sheet printed until now, made from the ids: collar 7 is CO-07.
UPDATE "embroidery_styles" SET "code" = 'ES-' || lpad("id"::text, 2, '0');--> statement-breakpoint
ALTER TABLE "embroidery_styles" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "embroidery_symbols" ADD COLUMN "code" varchar(12);--> statement-breakpoint
-- The codes the production sheet printed until now, made from the ids: collar 7 is CO-07.
UPDATE "embroidery_symbols" SET "code" = 'SY-' || lpad("id"::text, 2, '0');--> statement-breakpoint
ALTER TABLE "embroidery_symbols" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "embroidery_types" ADD COLUMN "code" varchar(12);--> statement-breakpoint
-- The codes the production sheet printed until now, made from the ids: collar 7 is CO-07.
UPDATE "embroidery_types" SET "code" = 'EM-' || lpad("id"::text, 2, '0');--> statement-breakpoint
ALTER TABLE "embroidery_types" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plackets" ADD COLUMN "code" varchar(12);--> statement-breakpoint
-- The codes the production sheet printed until now, made from the ids: collar 7 is CO-07.
UPDATE "plackets" SET "code" = 'PL-' || lpad("id"::text, 2, '0');--> statement-breakpoint
ALTER TABLE "plackets" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pockets" ADD COLUMN "code" varchar(12);--> statement-breakpoint
-- The codes the production sheet printed until now, made from the ids: collar 7 is CO-07.
UPDATE "pockets" SET "code" = 'PO-' || lpad("id"::text, 2, '0');--> statement-breakpoint
ALTER TABLE "pockets" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "backs" ADD CONSTRAINT "backs_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "bottoms" ADD CONSTRAINT "bottoms_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "buttons" ADD CONSTRAINT "buttons_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "collar_bones" ADD CONSTRAINT "collar_bones_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "collar_fastnesses" ADD CONSTRAINT "collar_fastnesses_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "collars" ADD CONSTRAINT "collars_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "cuffs" ADD CONSTRAINT "cuffs_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "embroidery_colours" ADD CONSTRAINT "embroidery_colours_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "embroidery_positions" ADD CONSTRAINT "embroidery_positions_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "embroidery_styles" ADD CONSTRAINT "embroidery_styles_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "embroidery_symbols" ADD CONSTRAINT "embroidery_symbols_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "embroidery_types" ADD CONSTRAINT "embroidery_types_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "plackets" ADD CONSTRAINT "plackets_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "pockets" ADD CONSTRAINT "pockets_code_unique" UNIQUE("code");