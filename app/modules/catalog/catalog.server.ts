import { asc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories } from "~/db/schema";
import { cached, SHARED_DATA_TTL_MS } from "~/modules/http/cache.server";

/** Categories for the men's shirts menu and the gallery filters. */
export function listCategories() {
  return cached("categories", SHARED_DATA_TTL_MS, () =>
    db()
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
  );
}
