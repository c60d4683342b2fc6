import { logError } from '@gbc/web-kit';
import { toString as qrCodeSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';

const Picture = styled.img`
  display: block;
  width: 12rem;
  max-width: 100%;
  height: auto;
  background: #fff;
`;

/**
 * The `otpauth://` address as a QR code for the authenticator app to scan. Its own chunk: the QR
 * library loads only when someone sets up two-step sign-in.
 */
export default function TotpQrCode({ uri }: { uri: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Without the picture the key below still works, so a failure is only logged.
    qrCodeSvg(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(
      (made) => {
        if (current) setSvg(made);
      },
      (error: unknown) => logError('QR code', error),
    );
    return () => {
      current = false;
    };
  }, [uri]);
  if (!svg) return null;
  return (
    <Picture
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code to scan with your authenticator app"
      width={192}
      height={192}
    />
  );
}
