import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readQrImage } from '../../../lib/read-qr-image.ts';

/**
 * "Read from picture" beside a WeChat QR code channel (issue #32): the administrator gives the picture WeChat saves
 * of their QR code; it is read here, in the browser, and only the link it holds goes into the field (no picture is
 * uploaded or kept). `onRead` gets the link, or null when the picture holds no QR code.
 */
export function WechatQrReader({ onRead }: { onRead: (text: string | null) => void }) {
  const { t } = useTranslation();
  const [reading, setReading] = useState(false);
  const read = (file: Blob) => {
    setReading(true);
    readQrImage(file)
      .catch(() => null)
      .then(onRead)
      .finally(() => setReading(false));
  };
  return (
    <Upload
      accept="image/*"
      showUploadList={false}
      beforeUpload={(file) => {
        read(file);
        return false;
      }}
    >
      <Button icon={<PictureOutlined aria-hidden />} loading={reading}>
        {t('support.admin.readQr')}
      </Button>
    </Upload>
  );
}
