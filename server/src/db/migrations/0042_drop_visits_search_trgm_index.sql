-- The trigram index on visits.search_text goes: under row-level security no statement of the application role could
-- use it (decisions/0059).
DROP INDEX "visits_search_trgm_idx";