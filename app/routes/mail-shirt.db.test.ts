import { writeFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { expect, it } from "vitest";
import { shirtModels } from "~/db/schema";
import { databaseForTests } from "~/db/test-database.server";
import { defaultDesignFor } from "~/modules/design/design.server";
import { encodeDesign } from "~/modules/design/share";
import { loader } from "./mail-shirt";

const database = databaseForTests({ seed: true });

it("draws a shirt on sale as a PNG for the mails, and answers 404 for anything else", async () => {
  const [model] = await database.db
    .select({ id: shirtModels.id })
    .from(shirtModels)
    .where(eq(shirtModels.active, true))
    .limit(1);
  const call = (file: string, query = "") =>
    loader({ params: { file }, request: new Request(`http://shop.test/mail/shirts/${file}${query}`) } as never);
  const response = (await call(`${model!.id}.png`)) as Response;
  expect(response.headers.get("Content-Type")).toBe("image/png");
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
  const png = Buffer.from(await response.arrayBuffer());
  const { width, height, format } = await sharp(png).metadata();
  expect({ format, width }).toEqual({ format: "png", width: 480 });
  expect(height).toBeGreaterThan(300);
  if (process.env.DRAWING_OUT) await writeFile(process.env.DRAWING_OUT, png);
  for (const file of ["999999.png", "1.svg", "x.png", "1"]) {
    await expect(call(file), file).rejects.toMatchObject({ init: { status: 404 } });
  }
});

it("draws a design of a model, as a shared design link carries it (a cart reminder's shirts)", async () => {
  const design = await defaultDesignFor(1);
  const call = (query: string) =>
    loader({ params: { file: "1.png" }, request: new Request(`http://shop.test/mail/shirts/1.png${query}`) } as never);
  const response = (await call(`?d=${encodeURIComponent(encodeDesign(design!))}`)) as Response;
  expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("png");
  await expect(call("?d=not-a-design")).rejects.toMatchObject({ init: { status: 404 } });
});
