import { eq, sql } from "drizzle-orm";
import { type Database, db, type Transaction } from "~/db/client.server";
import { shopSettings } from "~/db/schema";
import { type Refusal, refuseFields } from "~/infra/refusal";
import { type Actor, recordAudit } from "~/modules/staff/audit.server";
import { SETTINGS, type SettingKey, type SettingValue } from "./settings";

/** A setting's value: the stored one, or its default when never set (or no longer valid). */
export async function readSetting<K extends SettingKey>(
  key: K,
  executor: Database | Transaction = db(),
): Promise<SettingValue<K>> {
  const [row] = await executor
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, key));
  const parsed = row ? SETTINGS[key].schema.safeParse(row.value) : null;
  return (parsed?.success ? parsed.data : SETTINGS[key].defaultValue) as SettingValue<K>;
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
  await db().transaction(async (tx) => {
    const before = await readSetting(key, tx);
    await tx
      .insert(shopSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
    await recordAudit(tx, actor, { action: "setting.changed", entity: "setting", entityId: key, before, after: value });
  });
  return { ok: true, value };
}
