DROP INDEX "consult_requests_created_idx";--> statement-breakpoint
CREATE INDEX "consult_requests_created_idx" ON "consult_requests" USING btree ("created_at","id");