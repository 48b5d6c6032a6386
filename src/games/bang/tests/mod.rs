mod panel_flow;
mod playouts;
