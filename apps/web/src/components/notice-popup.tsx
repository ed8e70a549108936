import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Notice {
  message: string;
  isError: boolean;
  key: number;
}

/** The snackbar of `useNotice` (`use-notice.tsx`), in a chunk of its own. */
export function NoticePopup({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Snackbar
      key={notice?.key}
      open={Boolean(notice)}
      autoHideDuration={5000}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice?.isError ? 'error' : 'success'}
        variant="filled"
        onClose={onClose}
        sx={{ width: 1 }}
      >
        {notice?.message}
      </Alert>
    </Snackbar>
  );
}
