CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" varchar(10) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"company" varchar(120) DEFAULT '' NOT NULL,
	"line1" varchar(160) NOT NULL,
	"line2" varchar(160) DEFAULT '' NOT NULL,
	"city" varchar(80) NOT NULL,
	"postcode" varchar(20) NOT NULL,
	"country_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gender" varchar(3),
	"phone" varchar(40),
	"billing_same_as_shipping" boolean DEFAULT true NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"fabric_id" integer NOT NULL,
	"design" jsonb NOT NULL,
	"size" jsonb NOT NULL,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "backs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"drawing" varchar(40) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bottoms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"drawing" varchar(40) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buttons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"drawing" varchar(40) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"hex" varchar(7) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "collar_bones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "collar_bones_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "collar_fastnesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "collar_fastnesses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "collars" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"drawing" varchar(40) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colours" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"hex" varchar(7) NOT NULL,
	CONSTRAINT "colours_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cuffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"drawing" varchar(40) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embroidery_colours" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"hex" varchar(7) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "embroidery_colours_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "embroidery_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"drawing" varchar(40) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "embroidery_positions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "embroidery_styles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"drawing" varchar(40) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"font_family" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embroidery_symbols" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"drawing" varchar(40) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embroidery_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"drawing" varchar(40) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fabric_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "fabric_ranges_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "fabrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"reference" varchar(30) NOT NULL,
	"weight_gsm" smallint NOT NULL,
	"weave_id" integer NOT NULL,
	"motif_id" integer NOT NULL,
	"colour_id" integer NOT NULL,
	"primary_hex" varchar(7) NOT NULL,
	"secondary_hex" varchar(7),
	"composition" varchar(80) NOT NULL,
	"description" text NOT NULL,
	"style" varchar(80) NOT NULL,
	"thickness" varchar(40) NOT NULL,
	"origin" varchar(60) NOT NULL,
	"thread_count" varchar(30) NOT NULL,
	"finish" varchar(60) NOT NULL,
	"range_id" integer,
	"price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fabrics_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "motifs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"pattern" varchar(30) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "motifs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "plackets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"drawing" varchar(40) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pockets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"drawing" varchar(40) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shirt_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"category_id" integer NOT NULL,
	"fabric_id" integer NOT NULL,
	"collar_id" integer NOT NULL,
	"cuff_id" integer NOT NULL,
	"pocket_id" integer NOT NULL,
	"placket_id" integer NOT NULL,
	"back_id" integer NOT NULL,
	"bottom_id" integer NOT NULL,
	"button_id" integer NOT NULL,
	"collar_bones_id" integer NOT NULL,
	"collar_fastness_id" integer NOT NULL,
	"embroidery_style_id" integer NOT NULL,
	"embroidery_symbol_id" integer NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"texture" varchar(30) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "weaves_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"subject" varchar(30) DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"url" varchar(120) NOT NULL,
	"name" varchar(160) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"illustration" varchar(40) DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"meta_title" varchar(160) NOT NULL,
	"meta_description" varchar(320) NOT NULL,
	"meta_keywords" varchar(320) DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" varchar(240) NOT NULL,
	"answer_html" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_content" (
	"id" integer PRIMARY KEY NOT NULL,
	"hero_title" varchar(160) NOT NULL,
	"hero_subtitle" varchar(240) NOT NULL,
	"step_title_1" varchar(80) NOT NULL,
	"step_text_1" text NOT NULL,
	"step_title_2" varchar(80) NOT NULL,
	"step_text_2" text NOT NULL,
	"step_title_3" varchar(80) NOT NULL,
	"step_text_3" text NOT NULL,
	"step_title_4" varchar(80) NOT NULL,
	"step_text_4" text NOT NULL,
	"collections_title" varchar(120) NOT NULL,
	"collections_text" text NOT NULL,
	"mission_intro" text NOT NULL,
	"mission_title" varchar(120) NOT NULL,
	"values_title" varchar(120) NOT NULL,
	"styles_title" varchar(120) NOT NULL,
	"styles_text" text NOT NULL,
	"story_title" varchar(120) NOT NULL,
	"story_text" text NOT NULL,
	"story_illustration" varchar(40) NOT NULL,
	"meta_title" varchar(160) NOT NULL,
	"meta_description" varchar(320) NOT NULL,
	"meta_keywords" varchar(320) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(254) NOT NULL,
	"reply_to" varchar(254),
	"subject" varchar(240) NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"design" jsonb NOT NULL,
	"design_labels" jsonb NOT NULL,
	"size" jsonb NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"line_total_minor" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"cart_id" integer,
	"status" varchar(20) DEFAULT 'pending_payment' NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"delivery_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"delivery_option_id" integer NOT NULL,
	"delivery_name" varchar(80) NOT NULL,
	"payment_method_id" integer NOT NULL,
	"payment_provider" varchar(20) NOT NULL,
	"customer_name" varchar(160) NOT NULL,
	"customer_email" varchar(254) NOT NULL,
	"customer_phone" varchar(40) DEFAULT '' NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(120) NOT NULL,
	"type" varchar(80) NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"provider" varchar(20) NOT NULL,
	"provider_ref" varchar(120) NOT NULL,
	"status" varchar(20) NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"name" varchar(80) NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(3) NOT NULL,
	"symbol" varchar(4) NOT NULL,
	"name" varchar(40) NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "delivery_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"fee_cents" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(60) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_methods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "measurement_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" varchar(60) NOT NULL,
	"size" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_model_id_shirt_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."shirt_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_weave_id_weaves_id_fk" FOREIGN KEY ("weave_id") REFERENCES "public"."weaves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_motif_id_motifs_id_fk" FOREIGN KEY ("motif_id") REFERENCES "public"."motifs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_range_id_fabric_ranges_id_fk" FOREIGN KEY ("range_id") REFERENCES "public"."fabric_ranges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_models" ADD CONSTRAINT "shirt_models_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_models" ADD CONSTRAINT "shirt_models_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_models" ADD CONSTRAINT "shirt_models_collar_id_collars_id_fk" FOREIGN KEY ("collar_id") REFERENCES "public"."collars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_models" ADD CONSTRAINT "shirt_models_cuff_id_cuffs_id_fk" FOREIGN KEY ("cuff_id") REFERENCES "public"."cuffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_models" ADD CONSTRAINT "shirt_models_pocket_id_pockets_id_fk" FOREIGN KEY ("pocket_id") REFERENCES "public"."pockets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_models" ADD CONSTRAINT "shirt_models_placket_id_plackets_id_fk" FOREIGN KEY ("placket_id") REFERENCES "public"."plackets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_models" ADD CONSTRAINT "shirt_models_back_id_backs_id_fk" FOREIGN KEY ("back_id") REFERENCES "public"."backs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_models" ADD CONSTRAINT "shirt_models_bottom_id_bottoms_id_fk" FOREIGN KEY ("bottom_id") REFERENCES "public"."bottoms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_models" ADD CONSTRAINT "shirt_models_button_id_buttons_id_fk" FOREIGN KEY ("button_id") REFERENCES "public"."buttons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_models" ADD CONSTRAINT "shirt_models_collar_bones_id_collar_bones_id_fk" FOREIGN KEY ("collar_bones_id") REFERENCES "public"."collar_bones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_models" ADD CONSTRAINT "shirt_models_collar_fastness_id_collar_fastnesses_id_fk" FOREIGN KEY ("collar_fastness_id") REFERENCES "public"."collar_fastnesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_models" ADD CONSTRAINT "shirt_models_embroidery_style_id_embroidery_styles_id_fk" FOREIGN KEY ("embroidery_style_id") REFERENCES "public"."embroidery_styles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_models" ADD CONSTRAINT "shirt_models_embroidery_symbol_id_embroidery_symbols_id_fk" FOREIGN KEY ("embroidery_symbol_id") REFERENCES "public"."embroidery_symbols"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_items" ADD CONSTRAINT "faq_items_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_profiles" ADD CONSTRAINT "measurement_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_user_kind_idx" ON "addresses" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fabrics_range_idx" ON "fabrics" USING btree ("range_id");--> statement-breakpoint
CREATE INDEX "fabrics_colour_idx" ON "fabrics" USING btree ("colour_id");--> statement-breakpoint
CREATE INDEX "fabrics_motif_idx" ON "fabrics" USING btree ("motif_id");--> statement-breakpoint
CREATE INDEX "fabrics_weave_idx" ON "fabrics" USING btree ("weave_id");--> statement-breakpoint
CREATE INDEX "shirt_models_category_idx" ON "shirt_models" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "shirt_models_fabric_idx" ON "shirt_models" USING btree ("fabric_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_kind_url_idx" ON "content_pages" USING btree ("kind","url");--> statement-breakpoint
CREATE INDEX "faq_items_category_idx" ON "faq_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_idx" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "measurement_profiles_user_idx" ON "measurement_profiles" USING btree ("user_id");