/** On an area — right-click, long press, Shift+F10 or the Menu key open the same menu as the button. */
import {useState} from 'react';
import {ContextMenu, Stack} from '@bui/react';

const files = ['March expenses.pdf', 'Team rota.xlsx', 'Onboarding plan.docx'];

export default function Area() {
  const [last, setLast] = useState('Nothing yet');
  return (
    <Stack gap={2}>
      <Stack as="ul" gap={2}>
        {files.map((file) => (
          <li key={file}>
            <ContextMenu.Area
              menu={
                <ContextMenu label={`More actions for ${file}`}>
                  <ContextMenu.Item icon="download" onAction={() => setLast(`Downloading ${file}`)}>
                    Download
                  </ContextMenu.Item>
                  <ContextMenu.Item icon="share" onAction={() => setLast(`Sharing ${file}`)}>
                    Share
                  </ContextMenu.Item>
                  <ContextMenu.Item icon="edit" onAction={() => setLast(`Renaming ${file}`)}>
                    Rename…
                  </ContextMenu.Item>
                </ContextMenu>
              }
            >
              <a href={`?file=${encodeURIComponent(file)}`}>{file}</a>
            </ContextMenu.Area>
          </li>
        ))}
      </Stack>
      <output>{last}</output>
    </Stack>
  );
}
