import { OptionIcon } from "~/components/shirt/OptionIcon";
import type { ShirtDesign } from "~/modules/design/design";
import type { FabricLook } from "~/modules/design/look";
import type { ConfiguratorData } from "./Configurator";
import { CardGrid, ChoiceSelect, OptionCard, OptionGroup } from "./OptionGroup";
import { STYLE_GROUPS } from "./steps";

/** The collar's two details, chosen from lists under the collar cards. */
const COLLAR_DETAILS = [
  { field: "collarBonesId", label: "Collar bones", options: "collarBones" },
  { field: "collarFastnessId", label: "Collar fastness", options: "collarFastnesses" },
] as const;

/** The style step: collar (with bones and fastness), cuffs, pocket, throat, back, bottom, button. */
export function StyleStep({
  data,
  design,
  fabric,
}: {
  data: ConfiguratorData;
  design: ShirtDesign;
  fabric: FabricLook;
}) {
  const { options } = data.catalogue;
  return (
    <div className="grid gap-8">
      {STYLE_GROUPS.map((group) => (
        <OptionGroup key={group.field} field={group.field} title={group.title}>
          <CardGrid>
            {[...options[group.options].values()]
              .filter((option) => option.active || option.id === design[group.field])
              .map((option) => (
                <OptionCard
                  key={option.id}
                  field={group.field}
                  step="style"
                  option={option}
                  chosen={design[group.field] === option.id}
                  picture={(large) => (
                    <OptionIcon
                      family={group.family}
                      drawing={option.drawing}
                      fabric={large && group.family !== "button" ? fabric : null}
                      className="size-full"
                    />
                  )}
                />
              ))}
          </CardGrid>
          {group.field === "collarId" ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {COLLAR_DETAILS.map((detail) => (
                <ChoiceSelect
                  key={detail.field}
                  field={detail.field}
                  step="style"
                  label={detail.label}
                  value={design[detail.field]}
                  options={[...options[detail.options].values()]}
                />
              ))}
            </div>
          ) : null}
        </OptionGroup>
      ))}
    </div>
  );
}
