/** Where uploaded and generated files live. Keys are relative paths such as `seed/electronics-3-640.webp`. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A file's bytes, or undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes a file; a missing file is no error. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads the file from. */
  publicUrl(key: string): string;
}
