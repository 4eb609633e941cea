import { Plus } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonStyles, inputStyles, labelStyles } from "~/components/ui/styles";

export type ProfileChoice = { id: number; title: string; label: string };

/**
 * 'Choose profile' and 'Add new measurement profile' (spec: the customer's saved sizes). On
 * the measurement screen a GET form: the chosen profile goes in the address (`profile`), with
 * `hidden` kept beside it, so the choice survives a reload and works without JavaScript. In
 * the configurator a POST (`method`), since choosing makes the profile the design's size.
 */
export function ProfilePicker({
  action,
  method = "get",
  profiles,
  selected,
  hidden,
  addHref,
}: {
  action: string;
  method?: "get" | "post";
  profiles: ProfileChoice[];
  selected: number | null;
  hidden: Record<string, string>;
  addHref: string;
}) {
  return (
    <div className="grid gap-4">
      {profiles.length > 0 ? (
        <Form method={method} action={action} className="flex items-end gap-2">
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="min-w-0 flex-1">
            <label htmlFor="profile-choice" className={labelStyles}>
              Choose profile
            </label>
            <select
              id="profile-choice"
              name="profile"
              defaultValue={selected ?? ""}
              key={selected ?? ""}
              className={inputStyles}
            >
              <option value="" disabled>
                Choose profile
              </option>
              {profiles.map((profile) => (
                <option key={profile.id} value={profile.id}>
                  {profile.title}: {profile.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonStyles.secondary}>
            Choose
          </button>
        </Form>
      ) : (
        <p className="text-ink-soft">You have no saved measurement profile yet.</p>
      )}
      <Link to={addHref} className={`${buttonStyles.secondary} justify-self-start`}>
        <Plus aria-hidden className="size-4" />
        Add new measurement profile
      </Link>
    </div>
  );
}
