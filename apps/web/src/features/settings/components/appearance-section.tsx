import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useTheme } from '../../../lib/theme/theme-context';

export function AppearanceSection({ index }: { index: number }) {
  const { theme, setTheme } = useTheme();
  return (
    <Card enterIndex={index} aria-labelledby="appearance-heading">
      <CardHeader>
        <CardTitle id="appearance-heading">Appearance</CardTitle>
        <CardDescription>Saved with your account, so every browser you sign in to follows it.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between gap-4">
        <Label htmlFor="dark-mode">Dark mode</Label>
        <Switch
          id="dark-mode"
          checked={theme === 'dark'}
          onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
        />
      </CardContent>
    </Card>
  );
}
