import { routeMeta } from '@gbc/site-map';
import { Card, GridList, Heading, Stack, Text } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { Link } from 'react-router-dom';
import { AdminScreen } from '../access/AdminScreen.js';
import { adminScreens } from './content/admin-screens.js';

const meta = routeMeta('/admin');

/** /admin: the administrators' screens, one card each. */
export default function AdminOverviewPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <AdminScreen title={meta.heading}>
      {() => (
        <GridList columns={{ base: 1, md: 2, lg: 3 }} aria-label="Admin screens">
          {adminScreens.map((screen) => (
            <li key={screen.href}>
              <Card as={Link} to={screen.href} interactive>
                <Stack gap="xs">
                  <Heading level={2} size="md">
                    {screen.label}
                  </Heading>
                  <Text tone="muted">{screen.description}</Text>
                </Stack>
              </Card>
            </li>
          ))}
        </GridList>
      )}
    </AdminScreen>
  );
}
