import { asc } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories } from "~/db/schema";

/** Categories for the men's shirts menu and the gallery filters. */
export function listCategories() {
  return db()
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}
