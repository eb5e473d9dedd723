import { Image, Space } from "antd";

export const PICTURE = { objectFit: "cover", borderRadius: 4 } as const;

/** A picture cell with antd's preview on click (loaded after the list: field-value.tsx draws the plain picture first). */
export default function ImageValue({ urls, size }: { urls: (string | undefined)[]; size: number }) {
  if (urls.length === 1) return <Image src={urls[0]} width={size} height={size} style={PICTURE} />;
  return (
    <Image.PreviewGroup>
      <Space size={8} wrap className="images-value">
        {urls.map((url, i) => (
          <Image key={`${url}-${i}`} src={url} width={size} height={size} style={PICTURE} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
