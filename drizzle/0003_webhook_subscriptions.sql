CREATE TABLE "webhook_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"mode" text NOT NULL,
	"unified_api" text NOT NULL,
	"description" text,
	"delivery_url" text NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"disabled_reason" text,
	"signing_secret" text NOT NULL,
	"previous_signing_secret" text,
	"previous_signing_secret_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_subscriptions_app_mode_idx" ON "webhook_subscriptions" USING btree ("application_id","mode","id");