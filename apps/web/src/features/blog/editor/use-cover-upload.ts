import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { uploadImage } from '../../../lib/upload-image';
import { useTranslation } from '../../../locales/use-translation';

/** The file on its way: its local preview (an object URL) and the share sent, 0 to 1. */
export interface CoverUpload {
  preview: string;
  progress: number;
}

/**
 * One cover upload at a time: the local preview at once, the progress as the file is sent, the
 * server's URL to `onUploaded` when it is stored, or the reason in the user's language.
 */
export function useCoverUpload(onUploaded: (url: string) => void) {
  const { t } = useTranslation('blog');
  const [upload, setUpload] = useState<CoverUpload | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // leaving the editor stops the upload
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const preview = URL.createObjectURL(file);
    setFailure(null);
    setUpload({ preview, progress: 0 });
    try {
      const url = await uploadImage(file, {
        signal: current.signal,
        onProgress: (progress) =>
          setUpload((shown) => (shown?.preview === preview ? { preview, progress } : shown)),
      });
      onUploaded(url);
    } catch (error) {
      if (current.signal.aborted) return;
      setFailure(errorMessage(t, error));
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setUpload(null);
      }
      URL.revokeObjectURL(preview);
    }
  };

  return { upload, failure, start };
}
