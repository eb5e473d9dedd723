/** Host that stored file names are served from (spec §3 "image shown prefixed with the file host"). */
export const fileHost: string = import.meta.env?.VITE_FILE_HOST || "/files/";

/** URL of a stored image: bare names get the file host; paths and full URLs pass through. */
export function fileUrl(image: string | null | undefined): string | undefined {
  if (!image) return undefined;
  return /^(https?:)?\/\//.test(image) || image.startsWith("/") ? image : `${fileHost}${image}`;
}
