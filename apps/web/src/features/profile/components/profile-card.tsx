import { useRef, useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import type { User } from '@moodcraft/core/accounts/accounts';
import { errorMessage } from '../../../lib/api-client';
import { apiFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useAuth } from '../../../app/auth-context';
import { useUpdateProfile, useUploadPicture } from '../api/profile-api';
import { AVATAR_PLACEHOLDER } from '../../../lib/avatar';
import { PasswordField } from '../../../components/password-field';

type Props = {
  user: User;
  notify: (text: string, severity: 'success' | 'error') => void;
  onLogout: () => void;
};

export function ProfileCard({ user, notify, onLogout }: Props) {
  const { updateUser } = useAuth();
  const update = useUpdateProfile();
  const upload = useUploadPicture();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({
    username: user.username,
    email: user.email,
    phone: user.phone,
    bio: user.bio,
  });
  // asked for only when the email changes (the server wants it, and tells the old address)
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // emails are compared as the server stores them: trimmed and lower-cased
  const emailChanged = draft.email.trim().toLowerCase() !== user.email.toLowerCase();

  const startEditing = () => {
    setDraft({ username: user.username, email: user.email, phone: user.phone, bio: user.bio });
    setCurrentPassword('');
    setErrors({});
    setEditing(true);
  };

  const save = () => {
    update.mutate(emailChanged ? { ...draft, currentPassword } : draft, {
      onSuccess: (saved) => {
        updateUser(saved);
        setCurrentPassword('');
        setEditing(false);
        notify('Profile updated successfully!', 'success');
      },
      onError: (e) => {
        setErrors(apiFieldErrors(e));
        notify(errorMessage(e, 'Failed to update profile'), 'error');
      },
    });
  };

  const choosePicture = (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: ({ profilePicture }) => {
          updateUser({ ...user, profilePicture });
          notify('Profile picture updated successfully!', 'success');
        },
        onError: (e) => notify(errorMessage(e, 'Failed to upload profile picture'), 'error'),
        onSettled: () => {
          setProgress(null);
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  const field = (name: keyof typeof draft, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      fullWidth
      size="small"
      {...extra}
    />
  );

  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Box sx={{ position: 'relative' }}>
            <Avatar
              src={user.profilePicture ?? AVATAR_PLACEHOLDER}
              alt={user.username}
              sx={{
                width: 112,
                height: 112,
                border: 3,
                borderColor: 'background.paper',
                boxShadow: 2,
              }}
            />
            {editing && (
              <>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  hidden
                  aria-label="Profile picture file"
                  onChange={(e) => choosePicture(e.target.files?.[0])}
                />
                <Tooltip title="Change profile picture">
                  <IconButton
                    aria-label="Change profile picture"
                    onClick={() => fileInput.current?.click()}
                    disabled={upload.isPending}
                    sx={{
                      position: 'absolute',
                      right: -4,
                      bottom: -4,
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      '&:hover': { bgcolor: 'primary.dark' },
                    }}
                  >
                    <PhotoCameraOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              </>
            )}
          </Box>
          {progress !== null && (
            <Box sx={{ width: '100%' }}>
              <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
              <Typography variant="caption" color="text.secondary">
                Uploading… {progress}%
              </Typography>
            </Box>
          )}
          {editing ? (
            <Stack spacing={2} sx={{ width: '100%', textAlign: 'left' }}>
              {field('username', 'Name', { autoComplete: 'username' })}
              {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
              {emailChanged && (
                <PasswordField
                  label="Current Password"
                  autoComplete="current-password"
                  value={currentPassword}
                  onChange={(e) => setCurrentPassword(e.target.value)}
                  error={Boolean(errors.currentPassword)}
                  helperText={
                    errors.currentPassword ??
                    'To change your email, please enter your current password. We will let your current address know.'
                  }
                  fullWidth
                  size="small"
                />
              )}
              {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
              {field('bio', 'Bio', { multiline: true, minRows: 3 })}
              <Stack direction="row" spacing={1.5}>
                <Button variant="contained" onClick={save} disabled={update.isPending} fullWidth>
                  {update.isPending ? 'Saving...' : 'Save'}
                </Button>
                <Button
                  variant="outlined"
                  onClick={() => setEditing(false)}
                  disabled={update.isPending}
                  fullWidth
                >
                  Cancel
                </Button>
              </Stack>
            </Stack>
          ) : (
            <>
              <Box>
                <Typography variant="h5" component="h2">
                  {user.username}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1, lineHeight: 1.6 }}>
                  {user.bio}
                </Typography>
              </Box>
              <Button variant="outlined" onClick={startEditing}>
                Edit Profile
              </Button>
            </>
          )}
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <EmailOutlined color="primary" fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <PhoneOutlined color="primary" fontSize="small" aria-hidden />
            <Typography variant="body2" color={user.phone ? 'text.primary' : 'text.secondary'}>
              {user.phone || 'No phone number added'}
            </Typography>
          </Stack>
        </Stack>
        <Button variant="text" color="error" onClick={onLogout} fullWidth sx={{ mt: 3 }}>
          Logout
        </Button>
      </CardContent>
    </Card>
  );
}
