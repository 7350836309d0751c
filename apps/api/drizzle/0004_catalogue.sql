CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_kind_parent_name" UNIQUE NULLS NOT DISTINCT("kind","parent_id","name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"caption" text,
	"brand" text,
	"product_type" text,
	"category" text NOT NULL,
	"sub_category" text,
	"price_minor" bigint NOT NULL,
	"original_price_minor" bigint,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"image" text,
	"thumbnail" text,
	"srcset" text,
	"gallery_image" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"variation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight" double precision,
	"dimension" jsonb,
	"rating" double precision DEFAULT 0 NOT NULL,
	"num_reviews" integer DEFAULT 0 NOT NULL,
	"reviews" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "products_units_not_negative" CHECK ("products"."units" >= 0),
	CONSTRAINT "products_price_not_negative" CHECK ("products"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"thumbnail" text,
	"gallery_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"available_schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "services_price_not_negative" CHECK ("services"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"merchant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"public_id" text NOT NULL,
	"secure_url" text NOT NULL,
	"preset" text NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"thumbnail_url" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_merchant_id_id_pk" PRIMARY KEY("merchant_id","id"),
	CONSTRAINT "uploads_merchant_public_id" UNIQUE("merchant_id","public_id"),
	CONSTRAINT "uploads_merchant_secure_url" UNIQUE("merchant_id","secure_url")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_merchant_sku" ON "products" USING btree ("merchant_id","sku" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_merchant_recent" ON "products" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_merchant_status_recent" ON "products" USING btree ("merchant_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_merchant_category_recent" ON "products" USING btree ("merchant_id","category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "services_merchant_recent" ON "services" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_merchant_status_recent" ON "services" USING btree ("merchant_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_name_trgm" ON "services" USING gin ("name" gin_trgm_ops);