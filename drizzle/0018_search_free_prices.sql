-- Search speed at scale (issue 16 item 4): the price facet asks, for every matched course,
-- whether it is free (isFreeOfCharge: FREE, or a sale price of 0 in USD, the base currency).
-- One probe per match was ~15 000 probes for a common word at 100 000 courses, and the planner's
-- alternative read every USD price (100 000 index entries) per search. This partial index holds
-- only the free ones, which the search reads whole once (a hashed subplan).
CREATE INDEX "course_prices_free_usd" ON "course_prices" USING btree ("course_id") WHERE "course_prices"."currency" = 'USD' and "course_prices"."price_cents" = 0;