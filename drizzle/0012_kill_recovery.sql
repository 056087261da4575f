CREATE TABLE "generation_turns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plugin_id" uuid NOT NULL,
	"instance_id" text NOT NULL,
	"from_subscription" integer NOT NULL,
	"from_permanent" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "generation_turns" ADD CONSTRAINT "generation_turns_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_turns_running_idx" ON "generation_turns" USING btree ("created_at") WHERE "generation_turns"."status" = 'running';