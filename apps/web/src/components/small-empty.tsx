import { Empty, type EmptyProps } from 'antd';
import { EmptyArt } from './illustrations.tsx';

/** antd's Empty with the small version of the product's picture, where antd's "simple" image stood. */
export function SmallEmpty(props: Omit<EmptyProps, 'image'>) {
  return <Empty {...props} image={<EmptyArt />} styles={{ image: { height: 48 } }} />;
}
