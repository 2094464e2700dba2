ALTER TABLE "affiliate_clicks" ADD COLUMN "visitor_hash" text;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD COLUMN "network_hash" text;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD COLUMN "click_day" date DEFAULT current_date NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_clicks_visitor_day" ON "affiliate_clicks" USING btree ("affiliate_user_id","visitor_hash","click_day");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_network_day" ON "affiliate_clicks" USING btree ("affiliate_user_id","network_hash","click_day");