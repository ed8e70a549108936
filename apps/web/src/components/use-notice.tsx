import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

interface Notice {
  message: string;
  isError: boolean;
  key: number;
}

/** A one-line confirmation or error at the bottom of the screen: `notify` and the element. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((message: string, isError = false) => {
    setNotice({ message, isError, key: Date.now() });
  }, []);
  const close = () => setNotice(null);

  const element = (
    <Snackbar
      key={notice?.key}
      open={Boolean(notice)}
      autoHideDuration={5000}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice?.isError ? 'error' : 'success'}
        variant="filled"
        onClose={close}
        sx={{ width: 1 }}
      >
        {notice?.message}
      </Alert>
    </Snackbar>
  );
  return { notify, element };
}
