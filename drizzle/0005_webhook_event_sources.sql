CREATE TABLE "inbound_endpoints" (
	"lookup_id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"mode" text NOT NULL,
	"consumer_id" text NOT NULL,
	"unified_api" text NOT NULL,
	"service_id" text NOT NULL,
	"registration" text,
	"registered_at" timestamp with time zone,
	"delivers" boolean DEFAULT false NOT NULL,
	"renew_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"lease_expires_at" timestamp with time zone,
	"lease_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_pollers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"connection_id" uuid NOT NULL,
	"resource_key" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"lease_expires_at" timestamp with time zone,
	"lease_token" text,
	"passes" integer DEFAULT 0 NOT NULL,
	"watermark" timestamp with time zone,
	"known" text,
	"known_count" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_pass_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_subscription_records" (
	"subscription_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"consumer_id" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_subscription_records_subscription_id_service_id_consumer_id_entity_type_entity_id_pk" PRIMARY KEY("subscription_id","service_id","consumer_id","entity_type","entity_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "webhook_poll_interval_seconds" integer;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "detected_by" text DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD COLUMN "only_named_records" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_endpoints" ADD CONSTRAINT "inbound_endpoints_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_pollers" ADD CONSTRAINT "webhook_pollers_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscription_records" ADD CONSTRAINT "webhook_subscription_records_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."webhook_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_endpoints_connection_unique" ON "inbound_endpoints" USING btree ("application_id","mode","consumer_id","unified_api","service_id");--> statement-breakpoint
CREATE INDEX "inbound_endpoints_renew_idx" ON "inbound_endpoints" USING btree ("renew_at") WHERE renew_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_pollers_connection_resource_unique" ON "webhook_pollers" USING btree ("connection_id","resource_key");--> statement-breakpoint
CREATE INDEX "webhook_pollers_due_idx" ON "webhook_pollers" USING btree ("next_run_at");