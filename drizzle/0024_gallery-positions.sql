-- Shirts made from a fabric in the back office used to be placed at the first position less one,
-- below 0 after the first few, which the model editor refuses (positions run from 0 to 9,999).
-- Move every shirt by the same amount so the first is at 0: the gallery's order stays the same.
UPDATE "shirt_models"
SET "sort_order" = LEAST(9999, "sort_order" - (SELECT min("sort_order") FROM "shirt_models"))
WHERE (SELECT min("sort_order") FROM "shirt_models") < 0;
