/** An uploaded image as a form keeps it: the stored URL (sent to the API), a small preview and a name to show. */
export interface ImageValue {
  url: string;
  thumbnail: string | null;
  name: string;
}
