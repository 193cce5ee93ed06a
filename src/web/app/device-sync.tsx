import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useDeviceSaves } from '../lib/device-saves';
import { WELLNESS_KEYS } from '../features/wellness/api/query-keys';

/** Sends the member's saves waiting on this device (decision 151) and says when they arrived. */
export default function DeviceSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useDeviceSaves(userId, (count) => {
    void queryClient.invalidateQueries({ queryKey: WELLNESS_KEYS.all });
    toast.success(count === 1 ? 'Your save from this device is synced' : `Your ${count} saves from this device are synced`, {
      description: 'They are in your account now.',
    });
  });
  return null;
}
