CREATE TABLE "webhook_record_states" (
	"application_id" text NOT NULL,
	"mode" text NOT NULL,
	"record_key" text NOT NULL,
	"action" text NOT NULL,
	"version" timestamp with time zone,
	"detected_by" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_record_states_application_id_mode_record_key_pk" PRIMARY KEY("application_id","mode","record_key")
);
--> statement-breakpoint
ALTER TABLE "inbound_endpoints" ADD COLUMN "sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_pollers" ADD COLUMN "native_actions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_pollers" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_record_states" ADD CONSTRAINT "webhook_record_states_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Registrations stored before sources had states: the platform confirmed those that deliver (written by hand, not by drizzle-kit).
UPDATE "inbound_endpoints" SET "sources" = jsonb_build_object('webhooks', jsonb_build_object('state', CASE WHEN "delivers" THEN 'confirmed' ELSE 'polling' END, 'since', to_char("registered_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) || CASE WHEN "delivers" THEN '{}'::jsonb ELSE '{"reason": "platform_does_not_deliver"}'::jsonb END) WHERE "registered_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_endpoints" DROP COLUMN "delivers";