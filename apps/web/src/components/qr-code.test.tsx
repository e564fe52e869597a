// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test-support/render.tsx';
import { QrCode } from './qr-code.tsx';

// A QR code drawn from its text, and with `saveAs` a link that saves that very picture under its file name (a
// phone cannot scan its own screen).

const TEXT = 'LPA:1$rsp.example.com$MATCH-1234';

describe('a QR code', () => {
  it('draws the text as a picture and saves that picture under its name', async () => {
    await renderInApp(
      <QrCode
        text={TEXT}
        alt="Activation code"
        className="qr"
        saveAs={{ fileName: 'esim-qr.png', label: 'Save the QR code' }}
      />,
    );
    const image = await screen.findByRole('img', { name: 'Activation code' });
    const drawn = await QRCode.toDataURL(TEXT, { errorCorrectionLevel: 'M', margin: 4, scale: 8 });
    expect(image.getAttribute('src')).toBe(drawn);
    const save = screen.getByRole('link', { name: 'Save the QR code' });
    expect(save.getAttribute('href')).toBe(drawn);
    expect(save.getAttribute('download')).toBe('esim-qr.png');
  });

  it('offers no saving without saveAs', async () => {
    await renderInApp(<QrCode text={TEXT} alt="Activation code" className="qr" />);
    expect(await screen.findByRole('img', { name: 'Activation code' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
