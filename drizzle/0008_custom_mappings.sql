CREATE TABLE "custom_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" text NOT NULL,
	"mode" text NOT NULL,
	"consumer_ref" uuid,
	"unified_api" text NOT NULL,
	"service_id" text NOT NULL,
	"resource" text NOT NULL,
	"key" text NOT NULL,
	"finder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "configuration" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_mappings" ADD CONSTRAINT "custom_mappings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_mappings" ADD CONSTRAINT "custom_mappings_consumer_ref_consumers_id_fk" FOREIGN KEY ("consumer_ref") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_mappings_application_unique" ON "custom_mappings" USING btree ("application_id","mode","unified_api","service_id","resource","key") WHERE consumer_ref is null;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_mappings_consumer_unique" ON "custom_mappings" USING btree ("consumer_ref","unified_api","service_id","resource","key");--> statement-breakpoint
CREATE INDEX "custom_mappings_application_idx" ON "custom_mappings" USING btree ("application_id","mode");