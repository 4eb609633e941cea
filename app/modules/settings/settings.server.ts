import { eq, inArray, sql } from "drizzle-orm";
import { db, type Executor } from "~/db/client.server";
import { shopSettings } from "~/db/schema";
import { cached } from "~/infra/cache.server";
import { invalidate } from "~/infra/invalidation.server";
import { type Refusal, refuseFields, refuseInvalid } from "~/infra/refusal";
import { type Actor, recordAudit } from "~/modules/shop/audit.server";
import {
  SETTINGS,
  type SettingKey,
  type SettingSection,
  type SettingValue,
  sectionSchema,
  settingsOf,
} from "./settings";

type Values<K extends SettingKey> = { [Key in K]: SettingValue<Key> };

/** A stored value as its setting reads it: the default when never set or no longer valid. */
function settingValue<K extends SettingKey>(key: K, stored: unknown): SettingValue<K> {
  const parsed = stored === undefined ? null : SETTINGS[key].schema.safeParse(stored);
  return (parsed?.success ? parsed.data : SETTINGS[key].defaultValue) as SettingValue<K>;
}

/** A setting's value: the stored one, or its default when never set (or no longer valid). */
export async function readSetting<K extends SettingKey>(key: K, executor: Executor = db()): Promise<SettingValue<K>> {
  const [row] = await executor
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, key));
  return settingValue(key, row?.value);
}

/** Several settings in one query, each its stored value or its default. */
export async function readSettings<K extends SettingKey>(
  keys: readonly K[],
  executor: Executor = db(),
): Promise<Values<K>> {
  const rows = await executor
    .select({ key: shopSettings.key, value: shopSettings.value })
    .from(shopSettings)
    .where(inArray(shopSettings.key, [...keys]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(keys.map((key) => [key, settingValue(key, stored.get(key))])) as Values<K>;
}

/**
 * The contact details the storefront shows (contact page, footer) and every mail's footer, kept
 * in memory until changed. `executor`: the transaction a mail is queued in, when not yet kept.
 */
export function readContactDetails(executor: Executor = db()) {
  return cached("settings", "contact", () => readSettings(settingsOf("contact"), executor));
}

/**
 * Writes the values that differ from the stored ones, each with its audit entry, in one
 * transaction; then every instance forgets what it kept of the settings.
 */
async function writeSettings(actor: Actor, values: Partial<Record<SettingKey, unknown>>): Promise<SettingKey[]> {
  const keys = Object.keys(values) as SettingKey[];
  const changed = await db().transaction(async (tx) => {
    const before: Partial<Record<SettingKey, unknown>> = await readSettings(keys, tx);
    const changedKeys = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(values[key]));
    for (const key of changedKeys) {
      const value = values[key];
      await tx
        .insert(shopSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
      await recordAudit(tx, actor, {
        action: "setting.changed",
        entity: "setting",
        entityId: key,
        before: before[key],
        after: value,
      });
    }
    return changedKeys;
  });
  if (changed.length > 0) await invalidate("settings");
  return changed;
}

/** Changes a setting, with its audit entry; refuses a value outside its limits. */
export async function changeSetting<K extends SettingKey>(
  actor: Actor,
  key: K,
  input: unknown,
): Promise<{ ok: true; value: SettingValue<K> } | Refusal> {
  const parsed = SETTINGS[key].schema.safeParse(input);
  if (!parsed.success) return refuseFields({ [key]: parsed.error.issues.map((issue) => issue.message) });
  const value = parsed.data as SettingValue<K>;
  // A value equal to the stored one changes nothing and records nothing.
  await writeSettings(actor, { [key]: value });
  return { ok: true, value };
}

/**
 * The settings page's form of one section: every value checked first (a message beside each
 * wrong one, and nothing saved), then those that changed saved together.
 */
export async function changeSection(
  actor: Actor,
  section: SettingSection,
  input: Record<string, unknown>,
): Promise<{ ok: true; changed: SettingKey[] } | Refusal> {
  const parsed = sectionSchema(section).safeParse(input);
  if (!parsed.success) return refuseInvalid(parsed.error);
  const values = Object.fromEntries(settingsOf(section).map((key) => [key, parsed.data[key]]));
  return { ok: true, changed: await writeSettings(actor, values) };
}
