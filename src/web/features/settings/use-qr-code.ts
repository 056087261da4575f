import { useEffect, useState } from "react";
import QRCode from "qrcode";

/** A PNG data URL of `text` as a QR code, or null while it is drawn. */
export function useQrCode(text: string | null): string | null {
  const [dataUrl, setDataUrl] = useState<string | null>(null);

  useEffect(() => {
    setDataUrl(null);
    if (!text) return;
    let cancelled = false;
    QRCode.toDataURL(text, { width: 200, margin: 1, errorCorrectionLevel: "M" })
      .then((url) => {
        if (!cancelled) setDataUrl(url);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [text]);

  return dataUrl;
}
