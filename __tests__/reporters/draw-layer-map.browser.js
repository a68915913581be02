/* global window, document, getComputedStyle */
// Runs in the page of the layer map render test: draws a flowchart with the mermaid
// bundle and reads back what the SVG shows.
window.drawLayerMap = async (source) => {
  window.mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
  const { svg } = await window.mermaid.render(`map${Date.now()}`, source);
  const host = document.getElementById('host');
  host.innerHTML = svg;
  const dashed = (el) => !!el && !['none', ''].includes(getComputedStyle(el).strokeDasharray);
  return {
    nodes: [...host.querySelectorAll('g.node')].map((g) => ({
      id: g.id,
      classes: [...g.classList],
      text: g.textContent ?? '',
      width: g.getBBox().width,
      dashed: dashed(g.querySelector('rect, path, polygon')),
    })),
    edges: [...host.querySelectorAll('path.flowchart-link')].map((p) => ({
      stroke: getComputedStyle(p).stroke,
      dashed: dashed(p),
    })),
    edgeLabels: [...host.querySelectorAll('g.edgeLabel')].map((l) => l.textContent ?? '').filter(Boolean),
    scripts: host.querySelectorAll('script').length,
  };
};
