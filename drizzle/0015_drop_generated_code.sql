ALTER TABLE "plugin_versions" DROP COLUMN "generated_code";--> statement-breakpoint
ALTER TABLE "plugins" DROP COLUMN "generated_code";