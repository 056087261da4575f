import { useTranslation } from "react-i18next";
import { SegmentedSwitch } from "./segmented-switch";

export type PreviewSource = "mock" | "live";

/** Which preview is shown: the generator's mock page or the plugin running in a real WordPress. */
export function PreviewSourceSwitch({ value, onChange }: { value: PreviewSource; onChange: (source: PreviewSource) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedSwitch
      label={t("builder.preview.source.label")}
      value={value}
      onChange={onChange}
      options={[
        { value: "mock", label: t("builder.preview.source.mock") },
        { value: "live", label: t("builder.preview.source.live") },
      ]}
    />
  );
}
