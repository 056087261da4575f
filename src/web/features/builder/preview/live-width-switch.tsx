import { MonitorIcon, ScanIcon, SmartphoneIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { LiveWidth } from "./live-width";
import { SegmentedSwitch } from "./segmented-switch";

/** How wide the live preview is drawn: a desktop scaled to the pane, the pane's own width, or a phone's. */
export function LiveWidthSwitch({ value, onChange }: { value: LiveWidth; onChange: (mode: LiveWidth) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedSwitch
      label={t("builder.preview.width.label")}
      value={value}
      onChange={onChange}
      options={[
        { value: "desktop", label: t("builder.preview.width.desktop"), icon: MonitorIcon },
        { value: "fit", label: t("builder.preview.width.fit"), icon: ScanIcon },
        { value: "mobile", label: t("builder.preview.width.mobile"), icon: SmartphoneIcon },
      ]}
    />
  );
}
